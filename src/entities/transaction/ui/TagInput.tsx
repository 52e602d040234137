import { useId, useState, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes';

/** The contract's limits (`TransactionMarksRequest.tags`, `TagName`). */
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 40;

export interface TagInputProps {
  /** The tags the transaction carries. */
  tags: readonly string[];
  /** The whole new list: a tag added or removed. */
  onChange: (tags: string[]) => void;
  /** The person's tags, offered as they type. */
  suggestions?: readonly string[];
  disabled?: boolean;
}

const chip = css({ display: 'inline-flex', alignItems: 'center', gap: '1', pl: '2', pr: '0.5', py: '0.5', borderRadius: 'full', bg: 'bg.muted', fontSize: 'sm', maxW: 'full', overflowWrap: 'anywhere' });
const removeButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '6',
  minH: '6',
  borderRadius: 'full',
  cursor: 'pointer',
  color: 'fg.muted',
  _hover: { bg: 'bg.emphasis', color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
});

/** Why a typed name cannot be added, or undefined when it can. */
function problemOf(name: string, tags: readonly string[]): string | undefined {
  if (name.length > MAX_TAG_LENGTH) return `A tag is at most ${MAX_TAG_LENGTH} characters.`;
  if (tags.length >= MAX_TAGS) return `A transaction carries at most ${MAX_TAGS} tags.`;
  return undefined;
}

/**
 * A transaction's tags, each a chip with its own remove button, and a field that adds one: Enter
 * (or a comma) adds what is typed, Backspace in the empty field removes the last tag; the person's
 * own tags are suggested as they type (the browser's list, by keyboard too). A name differing only
 * in case from a tag already there is that tag.
 */
export function TagInput({ tags, onChange, suggestions = [], disabled }: TagInputProps) {
  const classes = field();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const inputId = useId();
  const listId = useId();
  const problemId = useId();
  const has = (name: string) => tags.some((tag) => tag.toLowerCase() === name.toLowerCase());

  const add = () => {
    const name = text.trim();
    if (!name) return;
    if (has(name)) {
      setText('');
      return;
    }
    const why = problemOf(name, tags);
    setProblem(why);
    if (why) return;
    setText('');
    onChange([...tags, name]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      event.preventDefault();
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div className={classes.root}>
      <label htmlFor={inputId} className={classes.label}>
        Tags
      </label>
      {tags.length > 0 && (
        <ul aria-label="Tags on this transaction" className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', mb: '2' })}>
          {tags.map((tag) => (
            <li key={tag} className={chip}>
              {tag}
              <button type="button" className={removeButton} aria-label={`Remove tag ${tag}`} disabled={disabled} onClick={() => onChange(tags.filter((t) => t !== tag))}>
                <span aria-hidden>×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={inputId}
        type="text"
        list={listId}
        value={text}
        maxLength={MAX_TAG_LENGTH + 1}
        autoComplete="off"
        placeholder="Add a tag, then Enter"
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => {
          setText(event.currentTarget.value.replace(',', ''));
          setProblem(undefined);
        }}
        onKeyDown={onKeyDown}
        className={classes.input}
      />
      <datalist id={listId}>
        {suggestions.filter((name) => !has(name)).map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {problem && (
        <p id={problemId} role="alert" className={classes.errorText}>
          {problem}
        </p>
      )}
    </div>
  );
}
