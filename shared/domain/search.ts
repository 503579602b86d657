/** The admin search rule of spec section 5: trimmed, lowercased text, substring match across every field. */
export function normalizeSearch(text: string): string {
  return text.trim().toLowerCase();
}

export function rowMatchesSearch(row: Record<string, unknown>, text: string): boolean {
  const needle = normalizeSearch(text);
  if (needle === '') return true;
  return Object.values(row).some(
    (value) => value !== null && value !== undefined && String(value).toLowerCase().includes(needle),
  );
}
