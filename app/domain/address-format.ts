export function addressLines(address: {
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  state?: string;
  zipCode?: string;
}): string[] {
  const place = [address.city?.trim(), [address.state?.trim(), address.zipCode?.trim()].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [address.addressLine1?.trim(), address.addressLine2?.trim(), place].filter((line): line is string =>
    Boolean(line),
  );
}
