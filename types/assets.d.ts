declare module '*.css';
declare module '*.png' { const src: string; export default src; }
declare module '*.jpg' { const src: string; export default src; }
declare module '*.webp' { const src: string; export default src; }
declare module '*.svg' { const src: string; export default src; }
declare module '*.pdf' { const src: string; export default src; }
declare const __APP_VERSION__: string;
