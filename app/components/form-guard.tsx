import { useRootData } from "./root-data";

/** The CSRF token every POST needs, and a honeypot field that people never see or fill. */
export function FormGuard({ honeypot = false }: { honeypot?: boolean }) {
  const { csrf } = useRootData();
  return (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      {honeypot ? (
        <div className="hp" aria-hidden="true">
          <label htmlFor="website">Leave this field empty</label>
          <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      ) : null}
    </>
  );
}
