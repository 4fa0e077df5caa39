import { Quote } from 'lucide-react';

/** A customer quote (spec 1 §2 "How-it-works page": a testimonial). */
export function Testimonial() {
  return (
    <section aria-label="Testimonial" className="bg-white py-16 sm:py-24">
      <figure className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <Quote aria-hidden="true" className="mx-auto size-10 text-brand-700" />
        <blockquote className="mt-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          “We met our first backend engineer four days after signing up. The two-week trial project
          told us more than any interview loop ever has, and she has been with us ever since.”
        </blockquote>
        <figcaption className="mt-8 flex flex-col items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-12 place-items-center rounded-full bg-brand-100 font-bold text-brand-800"
          >
            PR
          </span>
          <span>
            <span className="block font-semibold text-slate-900">Priya Raman</span>
            <span className="block text-sm text-slate-600">Co-founder and CTO, Brightwave</span>
          </span>
        </figcaption>
      </figure>
    </section>
  );
}
