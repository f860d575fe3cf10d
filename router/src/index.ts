// What the shell and every remote may use of react-router. Module Federation cannot tree-shake a
// shared package, so sharing react-router itself ships all of it (60 KB gzip, 88% unused: data and
// framework routers, server rendering, cookies) to every page. This module is the shared singleton
// instead: it holds the router's contexts once, and the build keeps only what is exported here.
// A remote that needs more of react-router adds it here and the shell is released with it; the
// version (package.json) is what remotes require.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, NavigateOptions, To } from 'react-router';
