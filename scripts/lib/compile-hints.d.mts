// Types of compile-hints.mjs, for the tests (the scripts are plain JavaScript run by node).
export declare const COMPILE_HINT: string;
export declare function browserChunks(dist: string): string[];
export declare function hasCompileHint(dist: string, file: string): boolean;
export declare function addCompileHints(dist: string): number;
