import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import type { CsvMapping, ImportCsv } from '@/shared/api';
import { Button, SelectField } from '@/shared/ui';
import { MAPPING_DESCRIPTION, MAPPING_TITLE, mappingMissing, READ_AGAIN, READING_AGAIN } from '../config/copy';
import { columnChoices, missingRoles, PRESET_LABELS, ROLE_LABELS, rolesFor, SIGN_LABELS, withColumn, withPreset, withSign, type ColumnRole, type CsvPreset, type SignConvention } from '../model/mapping';

export interface MappingEditorProps {
  /** The mapping the file was read with, and its header. */
  csv: ImportCsv;
  /** Reads the file again with the edited mapping. */
  onApply: (mapping: CsvMapping) => void;
  /** A read is under way. */
  reading?: boolean;
}

const NO_COLUMN = '';
const options = <T extends string>(labels: Record<T, string>) => (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));

/** How a CSV is read — the app it came from, dates, decimals, signs, which column is what — editable, then read again. */
export function MappingEditor({ csv, onApply, reading = false }: MappingEditorProps) {
  const titleId = useId();
  const [mapping, setMapping] = useState<CsvMapping>(csv.mapping);
  const choices = columnChoices(csv.header, mapping.columns);
  const { required, optional } = rolesFor(mapping.sign);
  const missing = missingRoles(mapping);
  const missingId = useId();

  const columnField = (role: ColumnRole, needed: boolean) => (
    <SelectField
      key={role}
      label={`${ROLE_LABELS[role]} column${needed ? '' : ' (optional)'}`}
      value={mapping.columns[role] === undefined ? NO_COLUMN : String(mapping.columns[role])}
      onValueChange={(value) => setMapping(withColumn(mapping, role, value === NO_COLUMN ? undefined : Number(value)))}
      options={[{ value: NO_COLUMN, label: needed ? 'Choose a column' : 'None' }, ...choices.map((c) => ({ value: String(c.value), label: c.label }))]}
    />
  );

  return (
    <section aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div>
        <h3 id={titleId} className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
          {MAPPING_TITLE}
        </h3>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{MAPPING_DESCRIPTION}</p>
      </div>
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } })}>
        <SelectField label="Exported from" value={mapping.preset} onValueChange={(value) => setMapping(withPreset(mapping, value as CsvPreset))} options={options(PRESET_LABELS)} />
        <SelectField label="Amounts" value={mapping.sign} onValueChange={(value) => setMapping(withSign(mapping, value as SignConvention))} options={options(SIGN_LABELS)} />
        <SelectField
          label="Date format"
          value={mapping.date_format}
          onValueChange={(value) => setMapping({ ...mapping, date_format: value as CsvMapping['date_format'] })}
          options={[
            { value: 'MM/DD/YYYY', label: 'Month/day/year (03/14/2024)' },
            { value: 'DD/MM/YYYY', label: 'Day/month/year (14/03/2024)' },
            { value: 'YYYY-MM-DD', label: 'Year-month-day (2024-03-14)' },
          ]}
        />
        <SelectField
          label="Decimal separator"
          value={mapping.decimal_separator}
          onValueChange={(value) => setMapping({ ...mapping, decimal_separator: value as CsvMapping['decimal_separator'] })}
          options={[
            { value: '.', label: 'Point (1,234.56)' },
            { value: ',', label: 'Comma (1.234,56)' },
          ]}
        />
        {required.map((role) => columnField(role, true))}
        {optional.map((role) => columnField(role, false))}
      </div>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}>
        <Button variant="outline" onClick={() => onApply(mapping)} disabled={reading || missing.length > 0} aria-describedby={missing.length > 0 ? missingId : undefined}>
          {reading ? READING_AGAIN : READ_AGAIN}
        </Button>
        {missing.length > 0 && (
          <p id={missingId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {mappingMissing(missing.map((role) => ROLE_LABELS[role].toLowerCase()).join(' and '))}
          </p>
        )}
      </div>
    </section>
  );
}
