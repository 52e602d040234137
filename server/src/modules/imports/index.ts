export { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './limits.ts';
export { detectFormat, parseBankFile } from './parse-file.ts';
export { parseCsv } from './parse/csv.ts';
export type { CsvColumns, CsvMapping, CsvPreset, CsvSignConvention, DateFormat, DecimalSeparator, ImportAccount, ImportAccountType, ImportFormat, ImportProblem, ImportRow, ImportSplit, ParsedFile } from './parse/types.ts';
export { createImportsHandlers } from './handlers.ts';
export { IMPORT_JOB_THRESHOLD, markImportFailed, storeImport, type ImportJobs } from './imports.ts';
export { similarNames, similarity } from './similar-names.ts';
