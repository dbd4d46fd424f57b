import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import {
  addressSearchText,
  suggestionFill,
  suggestionLabel,
  type AddressSuggestionView,
} from "~/domain/address-suggestions";
import { ADDRESS_SEARCH_DEBOUNCE_MS } from "~/domain/constants";
import { controlAria, FieldFrame } from "./fields";
import { useT } from "~/i18n/use-t";
import { useHydrated } from "./hydrated";

type Meta = FieldMetadata<string | undefined>;

export const ADDRESS_SUGGESTIONS_PATH = "/address-suggestions";

export interface AddressComboboxProps {
  meta: Meta;
  fill: { city: Meta; state: Meta; zipCode: Meta };
  label: ReactNode;
  hint?: ReactNode;
  autoComplete: string;
  maxLength: number;
  onInput?: (event: FormEvent<HTMLInputElement>) => void;
}

/** The way typing would, so Conform (and React's onInput) see it. */
function setControlValue(id: string, value: string) {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) return;
  if (element.value === value) return;
  element.value = value;
  element.dispatchEvent(new Event("input", { bubbles: true }));
  element.dispatchEvent(new Event("change", { bubbles: true }));
}

// SPEC §5 (debounced 500 ms): an ARIA 1.2 combobox with JavaScript, the plain field without; the element
// tree is the same before and after hydration, so nothing typed is lost.
export function AddressCombobox({ meta, fill, label, hint, autoComplete, maxLength, onInput }: AddressComboboxProps) {
  const hydrated = useHydrated();
  const t = useT();
  const listId = `${meta.id}-suggestions`;
  const statusId = `${meta.id}-suggestions-status`;
  const [options, setOptions] = useState<AddressSuggestionView[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // Remix's fetcher: a newer load cancels the one in flight; `awaiting` drops an answer no longer wanted.
  const suggestions = useFetcher<AddressSuggestionView[]>();
  const awaiting = useRef(false);

  // Loaded empty once hydrated, so Remix holds the route's module: a later connection loss is only 'no
  // suggestions', never a failed module load (which Remix answers by reloading the page).
  const { load } = suggestions;
  useEffect(() => {
    if (hydrated) load(ADDRESS_SUGGESTIONS_PATH);
  }, [hydrated, load]);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    awaiting.current = false;
  }, []);
  useEffect(() => cancel, [cancel]);

  useEffect(() => {
    if (suggestions.state !== "idle" || !awaiting.current) return;
    awaiting.current = false;
    const found = Array.isArray(suggestions.data) ? suggestions.data : [];
    // The person may have moved on while we waited: then nothing opens.
    if (document.activeElement !== inputRef.current) return;
    setOptions(found);
    setActive(-1);
    setOpen(found.length > 0);
    setStatus(
      found.length === 0
        ? ""
        : found.length === 1
          ? t("form.suggestionsOne")
          : t("form.suggestionsMany", { count: found.length }),
    );
  }, [suggestions.state, suggestions.data, t]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const search = (text: string) => {
    cancel();
    const query = addressSearchText(text);
    if (!query) {
      setOptions([]);
      close();
      return;
    }
    timer.current = setTimeout(() => {
      awaiting.current = true;
      suggestions.load(`${ADDRESS_SUGGESTIONS_PATH}?${new URLSearchParams({ search: query })}`);
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
  };

  const choose = (suggestion: AddressSuggestionView) => {
    cancel();
    const values = suggestionFill(suggestion, maxLength);
    setControlValue(meta.id, values.addressLine1);
    setControlValue(fill.city.id, values.city);
    setControlValue(fill.state.id, values.state);
    setControlValue(fill.zipCode.id, values.zipCode);
    // Setting line 1 above fired an input event that scheduled a search: drop it.
    cancel();
    setOptions([]);
    close();
    setStatus(t("form.addressFilled", { address: suggestionLabel(suggestion) }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!hydrated) return;
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (open ? (i + 1) % count : 0));
        return;
      case "ArrowUp":
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (open ? (i <= 0 ? count - 1 : i - 1) : count - 1));
        return;
      case "Enter": {
        const chosen = open && active >= 0 ? options[active] : undefined;
        if (chosen) {
          event.preventDefault();
          choose(chosen);
        }
        return;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          close();
        }
        return;
      case "Tab":
        close();
        return;
      default:
        return;
    }
  };

  const expanded = hydrated && open && options.length > 0;
  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <FieldFrame
      meta={meta}
      label={label}
      hint={hint}
      extraClass=" combobox"
      controlClass="combobox__control"
      after={
        hydrated ? (
          <p id={statusId} className="visually-hidden" role="status" aria-live="polite">
            {status}
          </p>
        ) : null
      }
    >
      <input
        className="field__input"
        {...getInputProps(meta, { type: "text", ariaAttributes: false })}
        autoComplete={autoComplete}
        maxLength={maxLength}
        {...controlAria(meta, hint)}
        role={hydrated ? "combobox" : undefined}
        aria-autocomplete={hydrated ? "list" : undefined}
        aria-expanded={hydrated ? expanded : undefined}
        aria-controls={hydrated ? listId : undefined}
        aria-activedescendant={activeId}
        onInput={(event) => {
          onInput?.(event);
          if (hydrated) search(event.currentTarget.value);
        }}
        ref={inputRef}
        onKeyDown={onKeyDown}
        onBlur={() => {
          cancel();
          close();
        }}
      />
      {hydrated ? (
        <ul id={listId} role="listbox" aria-label={t("form.suggestions")} className="combobox__list" hidden={!expanded}>
          {options.map((option, index) => (
            <li
              key={`${suggestionLabel(option)}-${index}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`combobox__option${index === active ? " combobox__option--active" : ""}`}
              // Keep focus in the field: the choice is made on mouse down, before the blur.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              {suggestionLabel(option)}
            </li>
          ))}
        </ul>
      ) : null}
    </FieldFrame>
  );
}
