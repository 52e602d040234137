export { ExportCsvButton, type ExportCsvButtonProps } from './ui/ExportCsvButton';
