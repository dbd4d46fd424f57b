// Written into every patched file: a replacement carrying it is ours (scripts/patch-framework.mjs).
export const MARKER = "/* secured-card-apply patch: ADR 0130 */";
