// The form schemas as the routes' loaders and actions use them. A `.server` module is empty in the
// browser build, so importing schemas from here keeps zod and the messages out of every page (ADR 0002).
export * from "~/domain/schemas/address";
export * from "~/domain/schemas/basic-info";
export * from "~/domain/schemas/check-status";
export * from "~/domain/schemas/credit-line";
export * from "~/domain/schemas/documents";
export * from "~/domain/schemas/funding";
export * from "~/domain/schemas/funding-source";
export * from "~/domain/schemas/identity";
export * from "~/domain/schemas/income";
export * from "~/domain/schemas/invalid-email";
export * from "~/domain/schemas/otp";
export * from "~/domain/schemas/terms";
export * from "~/domain/schemas/withdraw";
export { MSG_KEY } from "~/domain/messages";
