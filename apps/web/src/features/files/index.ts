/** My Files as other features see them: the list of stored files, to choose one. */
export { useFileList } from './api/list-files.ts';
