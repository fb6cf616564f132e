// Components shared by the two public remotes (school and women's centre). Compiled into each remote.
export {};
