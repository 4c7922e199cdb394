/**
 * The legal entity behind the store, as the terms and privacy pages name it.
 * Contact email and phone come from the store settings; these are the fixed parts.
 */
export const COMPANY = {
  name: 'Kuber Fashion',
  address: 'Kuber Fashion, Link Road, Bilaspur, Chhattisgarh 495001, India',
  grievanceOfficer: 'Mr. Anil Kumar Sahu',
  courts: 'Bilaspur, Chhattisgarh',
  termsEffective: '27 October 2023',
} as const;
