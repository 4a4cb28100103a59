import { Route, Routes } from 'react-router';
import { LanguagePage } from './language-page.tsx';
import { LanguagesList } from './languages-list.tsx';
import { StringsPage } from './strings-page.tsx';
import { NotFound } from '../../components/not-found.tsx';

/** Platform staff's languages: add one with its direction, choose the default, and edit the interface strings with what each language is missing. */
export function LanguagesPage() {
  return (
    <Routes>
      <Route index element={<LanguagesList />} />
      <Route path="new" element={<LanguagePage />} />
      <Route path=":id" element={<LanguagePage />} />
      <Route path=":id/strings" element={<StringsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
