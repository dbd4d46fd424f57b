import { useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { OTP_LENGTH } from "~/domain/constants";
import { useT } from "~/i18n/use-t";
import { useHydrated } from "./hydrated";

export interface OtpInputProps {
  id: string;
  name: string;
  errorId?: string;
  hintId: string;
  invalid: boolean;
  /** SPEC §4.2 auto-submit, once: a correction after an edit is sent with Verify (WCAG 3.2.2). */
  onComplete?: () => void;
  /** That code is not sent by itself: a correction of it goes with Verify. */
  onTypedWhole?: () => void;
}

/** Without JavaScript one `one-time-code` field; with it, SPEC's six boxes into a hidden field of the same name. */
export function OtpInput({ id, name, errorId, hintId, invalid, onComplete, onTypedWhole }: OtpInputProps) {
  const hydrated = useHydrated();
  const single = useRef<HTMLInputElement>(null);
  const describedBy = [hintId, invalid ? errorId : null].filter(Boolean).join(" ");
  if (!hydrated) {
    return (
      <input
        ref={single}
        className="field__input otp-single"
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH + 6}
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    );
  }
  return (
    <OtpBoxes
      id={id}
      name={name}
      describedBy={describedBy}
      invalid={invalid}
      onComplete={onComplete}
      onTypedWhole={onTypedWhole}
      typedBefore={single.current}
    />
  );
}

function OtpBoxes({
  id,
  name,
  describedBy,
  invalid,
  onComplete,
  onTypedWhole,
  typedBefore,
}: {
  id: string;
  name: string;
  describedBy: string;
  invalid: boolean;
  onComplete?: () => void;
  onTypedWhole?: () => void;
  typedBefore: HTMLInputElement | null;
}) {
  const t = useT();
  const [start] = useState(() => ({
    digits: Array.from({ length: OTP_LENGTH }, (_, i) => typedBefore?.value.replace(/\D/g, "")[i] ?? ""),
    focused: typedBefore !== null && typedBefore === document.activeElement,
  }));
  const [digits, setDigits] = useState<string[]>(start.digits);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  // A wrong second code ends the session, so nothing is sent by itself after the first complete code.
  const completedOnce = useRef(start.digits.every((d) => d !== ""));

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const update = (next: string[], focusIndex: number) => {
    setDigits(next);
    focusBox(focusIndex);
    if (!completedOnce.current && next.every((d) => d !== "")) {
      completedOnce.current = true;
      // Let React write the hidden field first, then submit.
      requestAnimationFrame(() => onComplete?.());
    }
  };

  const fill = (box: number, text: string) => {
    const incoming = text.replace(/\D/g, "").split("");
    if (incoming.length === 0) return;
    // A whole code is the code, whichever box it was pasted into (SPEC §5 'supports paste'): from the first.
    const from = incoming.length >= OTP_LENGTH ? 0 : box;
    const next = [...digits];
    incoming.slice(0, OTP_LENGTH - from).forEach((d, i) => (next[from + i] = d));
    update(next, Math.min(from + incoming.length, OTP_LENGTH - 1));
  };

  // A layout effect, so there is no task in which keys go nowhere: typing goes on in the first empty box,
  // unless focus has gone elsewhere.
  useLayoutEffect(() => {
    if (completedOnce.current) onTypedWhole?.();
    if (!start.focused || (document.activeElement && document.activeElement !== document.body)) return;
    const empty = start.digits.indexOf("");
    focusBox(empty === -1 ? OTP_LENGTH - 1 : empty);
    // Once, when the boxes replace the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === "Backspace" && !digits[index]) {
      event.preventDefault();
      const next = [...digits];
      if (index > 0) next[index - 1] = "";
      setDigits(next);
      focusBox(index - 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData("text"));
  };

  return (
    // No group named 'Verification code' round box 1 named 'Verification code digit 1 of 6': the words
    // once (issue 51 item 6).
    <div className="otp-boxes">
      <input type="hidden" name={name} value={digits.join("")} />
      <span id={`${id}-digit1`} hidden>
        {t("form.otpFirstDigit", { total: OTP_LENGTH })}
      </span>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          id={index === 0 ? id : `${id}-${index + 1}`}
          className="otp-box"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          maxLength={index === 0 ? OTP_LENGTH : 1}
          // Box 1's name starts with the visible label (WCAG 2.5.3) and alone says invalid: the others would say
          // it without a reason.
          aria-label={index === 0 ? undefined : t("form.otpDigit", { n: index + 1, total: OTP_LENGTH })}
          aria-labelledby={index === 0 ? `${id}-label ${id}-digit1` : undefined}
          aria-describedby={index === 0 ? describedBy : undefined}
          aria-invalid={(index === 0 && invalid) || undefined}
          value={digit}
          onChange={(event) => {
            const value = event.currentTarget.value.replace(/\D/g, "");
            if (value.length > 1) return fill(index, value); // autofill of the whole code
            const next = [...digits];
            next[index] = value;
            if (value) update(next, index + 1);
            else setDigits(next);
          }}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.currentTarget.select()}
        />
      ))}
    </div>
  );
}
