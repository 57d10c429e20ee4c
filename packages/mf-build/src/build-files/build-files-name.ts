/** The list of a build's own files, written beside them in `dist/`. */
export const buildFilesName = 'build-files.json';
