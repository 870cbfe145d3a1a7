import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface Suggestion {
  key: string;
  label: string;
  detail?: string;
}

/** How long typing must pause before suggestions are asked for. */
const DEBOUNCE_MS = 150;

/**
 * A labelled text input with a suggestion list (ARIA combobox). Suggestions are fetched once
 * the text has `minChars` characters; stale answers are dropped so a slow reply never
 * overwrites a newer one. Failures are only logged: a suggestion that fails is no match.
 */
export function SuggestInput<T extends Suggestion>({
  label,
  value,
  onChange,
  load,
  onPick,
  onEnter,
  minChars = 1,
  placeholder,
  name,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  load(query: string): Promise<T[]>;
  onPick(item: T): void;
  /** Enter with no suggestion highlighted. */
  onEnter?(): void;
  minChars?: number;
  placeholder?: string;
  name?: string;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = useId();
  const [items, setItems] = useState<T[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Only text the member typed asks for suggestions; a picked value does not reopen the list.
  const typed = useRef(false);
  const latest = useRef(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const query = value.trim();
    if (!typed.current || query.length < minChars) {
      setItems([]);
      return;
    }
    const ticket = ++latest.current;
    const timer = setTimeout(() => {
      loadRef
        .current(query)
        .then((found) => {
          if (ticket !== latest.current) return;
          setItems(found);
          setActive(-1);
          setOpen(true);
        })
        .catch((err: unknown) => console.error(`Failed to load suggestions for ${label}`, err));
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, minChars, label]);

  /** Stops suggestions: an answer still on its way must not reopen the list over results. */
  const settle = () => {
    typed.current = false;
    latest.current++;
    setOpen(false);
    setItems([]);
  };

  const pick = (item: T) => {
    settle();
    onPick(item);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const shown = open && items.length > 0;
    if (e.key === 'ArrowDown' && shown) {
      e.preventDefault();
      setActive((i) => (i + 1) % items.length);
    } else if (e.key === 'ArrowUp' && shown) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const item = shown ? items[active] : undefined;
      if (item) pick(item);
      else {
        settle();
        onEnter?.();
      }
    } else if (e.key === 'Escape' && shown) {
      e.stopPropagation();
      setOpen(false);
    }
  };

  const expanded = open && items.length > 0;
  return (
    <div className="field suggest">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        name={name}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(e) => {
          typed.current = true;
          onChange(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => items.length > 0 && setOpen(true)}
        onBlur={settle}
      />
      {expanded && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('components.suggestions', { label })}
          className="suggest-list"
        >
          {items.map((item, i) => (
            <li
              key={item.key}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'active' : undefined}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(item);
              }}
              onMouseEnter={() => setActive(i)}
            >
              <span className="suggest-label">{item.label}</span>
              {item.detail && <span className="suggest-detail">{item.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
