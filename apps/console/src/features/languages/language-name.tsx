import type { StaffLanguage } from '@souk/contract';

/** A language's name as its readers write it (in its own direction), with its code. */
export function LanguageName({ language }: { language: Pick<StaffLanguage, 'name' | 'title' | 'direction'> }) {
  return (
    <>
      <span lang={language.name} dir={language.direction}>
        {language.title}
      </span>{' '}
      <span dir="ltr" className="text-xs font-normal text-slate-600">
        ({language.name})
      </span>
    </>
  );
}
