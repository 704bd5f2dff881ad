import { usePageMeta } from '../../components/ui/use-page-meta';

export interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
}

interface Props {
  title: string;
  description: string;
  updated: string;
  sections: readonly PolicySection[];
}

export function PolicyPage({ title, description, updated, sections }: Props) {
  usePageMeta({ title, description });
  return (
    <article className="container py-5 policy" style={{ maxWidth: 820 }}>
      <h1 className="fw-bold">{title}</h1>
      <p className="text-body-secondary">Last updated {updated}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
