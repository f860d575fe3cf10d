import { confirmPreview, type PreviewOverride } from './preview';

// Issue 27: a staging preview runs another build's code in this origin, with the user's session,
// so the first time a tab is asked to load one it shows this page instead of the app: what would
// load and from where, and a choice. Plain DOM, before React and before any remote: nothing of the
// preview has loaded while the question is on screen.
export function askToConfirmPreview(
  override: PreviewOverride,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  // Either answer loads the page again (the preview is then kept or not).
  reload: (to: string) => void = (to) => window.location.replace(to),
): void {
  const page = document.createElement('main');
  page.setAttribute('role', 'dialog');
  page.setAttribute('aria-modal', 'true');
  page.setAttribute('aria-labelledby', 'preview-confirm-title');
  page.dataset.testid = 'preview-confirmation';
  page.style.cssText =
    'position:fixed;inset:0;z-index:2147483647;overflow:auto;display:grid;place-items:center;padding:24px;background:#f5f6f4;color:#1b1f1c;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif';
  const card = document.createElement('div');
  card.style.cssText =
    'max-width:560px;width:100%;background:#fff;border:1px solid #d7dcd8;border-radius:16px;padding:24px;box-sizing:border-box';
  const title = document.createElement('h1');
  title.id = 'preview-confirm-title';
  title.textContent = 'Open a preview build?';
  title.style.cssText = 'font-size:1.5rem;margin:0 0 12px';
  const what = document.createElement('p');
  what.append('This tab would run ');
  const remote = document.createElement('strong');
  remote.textContent = override.remote;
  what.append(remote, ' from a build that is not the released SikaLens:');
  const url = document.createElement('code');
  url.textContent = override.url;
  url.style.cssText =
    'display:block;word-break:break-all;background:#eef1ee;border-radius:8px;padding:8px 10px;margin:8px 0 12px;font-size:0.875rem';
  const warning = document.createElement('p');
  warning.textContent =
    'It runs with your signed-in session and can read your data. Open it only if your team sent you this link.';
  warning.style.margin = '0 0 20px';
  const actions = document.createElement('div');
  actions.style.cssText = 'display:flex;gap:12px;flex-wrap:wrap;justify-content:flex-end';
  const button = (label: string, primary: boolean, onClick: () => void) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.style.cssText = `min-height:44px;padding:0 20px;border-radius:10px;font:inherit;font-weight:600;cursor:pointer;${
      primary
        ? 'background:#0f7b55;color:#fff;border:0'
        : 'background:transparent;color:#0f7b55;border:2px solid #0f7b55'
    }`;
    element.addEventListener('click', onClick);
    return element;
  };
  const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const cancel = button('Cancel', false, () => reload(here()));
  const open = button('Open preview', true, () => {
    confirmPreview(override, storage);
    reload(here());
  });
  actions.append(cancel, open);
  card.append(title, what, url, warning, actions);
  page.append(card);
  // The page drawn before (prerendered or rendered on the server) goes: the question stands alone,
  // and nothing behind it can be tapped.
  const root = document.getElementById('root');
  root?.replaceChildren();
  root?.removeAttribute('data-server-rendered');
  root?.removeAttribute('data-prerendered');
  document.body.append(page);
  cancel.focus();
}
