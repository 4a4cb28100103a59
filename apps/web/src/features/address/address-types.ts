/**
 * The address types offered: the stored value stays English (the server keeps free text); the
 * label key differs from 'Home' because that key already means the home page.
 */
export const ADDRESS_TYPES = [
  { value: 'Home', label: 'House' },
  { value: 'Office', label: 'Office' },
  { value: 'Other', label: 'Other' },
] as const;

/** The label key of a stored type, or the stored text itself when it is not one of ours. */
export function addressTypeLabel(value: string): string {
  return ADDRESS_TYPES.find((type) => type.value === value)?.label ?? value;
}
