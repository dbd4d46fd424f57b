// So a request for '//evil.example' never becomes a link or a Location to another host.
export function sitePath(path: string): string {
  return `/${path.replace(/^[/\\]+/, "")}`;
}
