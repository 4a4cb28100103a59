import { CategoryBar } from './category-bar.tsx';
import { Navbar } from './navbar.tsx';
import { TopBar } from './top-bar.tsx';

export function SiteHeader() {
  return (
    <>
      <TopBar />
      <Navbar />
      <CategoryBar />
    </>
  );
}
