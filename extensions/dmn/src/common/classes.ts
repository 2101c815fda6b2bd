/** The decision tables' fixed ids (domain.md §3 "DMN table"); ids never change, new ones take the next number. */
export const dmnId = (n: number) => `dec10000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const DMN_CLASS = {
  /** A DMN decision table (domain.md §3: name, hitPolicy (default Unique), systemName, childrenDMN, …). */
  DmnTable: dmnId(0x001),
} as const;
