/**
 * The tree as the browser gets it (./index.ts writes it): each article link
 * resolved to its address, the article's title and the section's heading.
 * Types only, so that the components import nothing of Node.
 */

export type GuideStep =
  | {ask: string; yes: GuideStep; no: GuideStep}
  | {
      answer: string;
      /** The section's address: `/docs/wordpress/rabota-pochty#spam`. */
      to: string;
      /** The article's title. */
      title: string;
      /** The section's heading, as the page shows it. */
      section: string;
    }
  | {support: string};

/** What the home page renders before the guide loads (and without JS). */
export type GuideSymptom = {
  id: string;
  symptom: string;
  /** The article for a reader without JavaScript. */
  to: string;
};

export type GuideTree = (GuideSymptom & {step: GuideStep})[];
