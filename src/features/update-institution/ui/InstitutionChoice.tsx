import { css } from 'styled-system/css';
import { useActiveInstitutions } from '@/entities/institution';
import type { ActiveItem } from '@/shared/api';
import { RadioGroup, Spinner } from '@/shared/ui';
import { INSTITUTIONS_FAILED, INSTITUTIONS_LABEL, LOADING_INSTITUTIONS, NEEDS_SIGN_IN, NO_INSTITUTIONS } from '../config/copy';

export interface InstitutionChoiceProps {
  chosen: ActiveItem | null;
  onChoose: (institution: ActiveItem | null) => void;
}

const note = css({ fontSize: 'sm', color: 'fg.muted' });

function InstitutionLabel({ institution }: { institution: ActiveItem }) {
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
      {institution.name}
      {institution.needs_reauth && (
        <span
          className={css({ px: '2', py: '0.5', borderRadius: 'pill', bg: 'warning.subtle', color: 'warning.text', fontSize: 'xs', fontWeight: 'semibold' })}
        >
          {NEEDS_SIGN_IN}
        </span>
      )}
    </span>
  );
}

/** The radio list of the user's active institutions, by name (`GET /db_api/items/active`). */
export function InstitutionChoice({ chosen, onChoose }: InstitutionChoiceProps) {
  const { institutions, error, isLoading } = useActiveInstitutions();
  if (isLoading) return <Spinner layout="centered" label={LOADING_INSTITUTIONS} showLabel />;
  if (error) return <p role="alert" className={note}>{INSTITUTIONS_FAILED}</p>;
  if (!institutions?.length) return <p className={note}>{NO_INSTITUTIONS}</p>;
  return (
    <RadioGroup
      label={INSTITUTIONS_LABEL}
      name="institution"
      options={institutions.map((institution) => ({ value: institution.external_id, label: <InstitutionLabel institution={institution} /> }))}
      value={chosen?.external_id ?? null}
      onValueChange={(externalId) => onChoose(institutions.find((institution) => institution.external_id === externalId) ?? null)}
    />
  );
}
