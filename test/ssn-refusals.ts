type SsnMessages = Record<"ssnRequired" | "ssnLength" | "ssnInvalid" | "ssnConfirmMismatch", string>;

/**
 * `[change, field, message]` rows every identity form refuses alike (SPEC §5 SSN rules), with the
 * messages as the test reads them: MSG_KEY for the schema, MSG for the page.
 */
export function ssnRefusals(msg: SsnMessages): Array<[change: Record<string, string>, field: string, message: string]> {
  return [
    [{ ssn: "", ssnConfirm: "" }, "ssn", msg.ssnRequired],
    [{ ssn: "12345678", ssnConfirm: "12345678" }, "ssn", msg.ssnLength],
    [{ ssn: "000-12-3456", ssnConfirm: "000123456" }, "ssn", msg.ssnInvalid],
    [{ ssn: "666-12-3456", ssnConfirm: "666123456" }, "ssn", msg.ssnInvalid],
    [{ ssnConfirm: "123456780" }, "ssnConfirm", msg.ssnConfirmMismatch],
  ];
}
