export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}
export interface LegalDocument {
  /** Page heading, e.g. 'Privacy Policy'. */
  title: string;
  /** e.g. 'Effective 20 August 2025' or 'Last updated 22 May 2025'. */
  dateLine: string;
  intro: string[];
  sections: LegalSection[];
}
