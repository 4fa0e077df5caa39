import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { DocumentTitle } from '../../../components/document-title';

interface AuthCardPageProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A centred card page for the small account forms (forgot and reset password). */
export function AuthCardPage({ title, description, children }: AuthCardPageProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-20">
      <DocumentTitle>{`${title} | WarmIntro`}</DocumentTitle>
      <Card className="mx-auto w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
