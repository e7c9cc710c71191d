const STEPS = [
  {
    title: 'Choose Your Style',
    text: 'Browse our painted styles — royal, cosmic, watercolor and more — and pick the one that fits your pet.',
    icon:
      'M4 5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5Zm10 0a1 1 0 0 1 ' +
      '1-1h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1V5ZM4 15a1 1 0 0 1 1-1h4a1 1 0 0 1 1 ' +
      '1v4a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-4Zm10 0a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-4Z',
  },
  {
    title: "Upload Your Pet's Photo",
    text: 'Any clear, well-lit photo works. Our AI keeps the markings and personality that make your pet unique.',
    icon: 'M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2',
  },
  {
    title: 'Receive Your Masterpiece',
    text: 'Download your portrait in minutes, or order it framed in 8×10, 12×16 or 18×24 with free shipping.',
    icon:
      'M20 12v7a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-7m16 0H4m16 0V8a1 1 0 0 0-1-1h-3.5M4 12V8a1 1 0 0 ' +
      '1 1-1h3.5m7 0H8.5m7 0c1.5 0 2.5-1 2.5-2.25S17 3 15.5 3C13 3 12 7 12 7s-1-4-3.5-4C7 3 6 3.5 6 4.75S7 7 8.5 7',
  },
];

/** Three numbered steps. The parent puts it below the styles on phones and above them from md up. */
export function HowItWorks({ className = '' }: { className?: string }) {
  return (
    <section
      aria-labelledby="how-heading"
      data-testid="how-it-works"
      className={`bg-white py-16 sm:py-24 ${className}`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Simple as 1, 2, 3</p>
          <h2 id="how-heading" className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
            How It Works
          </h2>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3 md:gap-8">
          {STEPS.map((step, i) => (
            <li key={step.title} className="relative rounded-2xl bg-cream p-6 ring-1 ring-stone-200/80 sm:p-8">
              <div className="flex items-center gap-4">
                <span
                  className={
                    'flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-500 ' +
                    'font-display text-lg font-semibold text-white'
                  }
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <svg
                  viewBox="0 0 24 24"
                  className="h-7 w-7 text-brand-500"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  aria-hidden="true"
                >
                  <path d={step.icon} strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </div>
              <h3 className="mt-5 text-xl font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-stone-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
