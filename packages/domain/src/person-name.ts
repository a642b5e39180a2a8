/** The first word of a person's name, as a greeting uses it: 'Asha Rao' gives 'Asha'. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
