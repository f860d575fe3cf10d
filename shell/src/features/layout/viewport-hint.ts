import { createContext } from 'react';

// What the server guessed of the screen it renders a page for (the request's Sec-CH-UA-Mobile
// and User-Agent): the frame starts as the phone's bars or the sidebar. In the browser there is
// no hint and the screen itself decides.
export const ViewportHint = createContext<{ desktop: boolean } | null>(null);
