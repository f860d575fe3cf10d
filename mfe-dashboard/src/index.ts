// Async boundary: shared singletons are negotiated before React loads.
void import('./bootstrap');
