// Components shared by the two admin remotes (school and women's centre). Compiled into each remote.
export {};
