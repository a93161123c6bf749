/**
 * Files in and out of the app: choosing one from the device (FileField) and handing one to the browser's
 * download. Their own slice, not shared/ui or shared/lib/browser, so that they load with the pages that
 * use them (settings, the journal) and not with every page's start-up code.
 */
export { downloadFile } from './download.ts';
export { FileField, type FileFieldProps } from './file-field.tsx';
