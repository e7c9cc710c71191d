import { ButtonLink } from '../../components/ui/button';
import { LIBRARY_EXPIRY_DAYS } from '../../../common/catalog';
import { LibraryPanel } from './library-panel';

/** /library: every image the customer made, newest first, with save, frame, edit and delete. */
export function LibraryPage() {
  return (
    <div className="bg-gradient-to-b from-brand-50 via-cream to-cream">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Your collection</p>
            <h1 className="mt-1 text-4xl font-semibold tracking-tight sm:text-5xl">My Library</h1>
            <p className="mt-3 max-w-xl text-stone-600">
              Every portrait you create lands here. Unsaved images are kept for {LIBRARY_EXPIRY_DAYS} days — tap the
              bookmark to keep your favourites.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/ai-editor" variant="secondary">
              AI Image Editor
            </ButtonLink>
            <ButtonLink to="/">Create a portrait</ButtonLink>
          </div>
        </header>
        <LibraryPanel className="mt-8 sm:mt-10" />
      </div>
    </div>
  );
}
