// Starts the requests every page needs (the runtime configuration, then the site settings) while
// the application's scripts are still downloading; on a custom page's path it goes on to ask for
// the page and its modules, which would otherwise wait for the scripts and the page's chunk.
window.__boot = fetch('/config.json', { cache: 'no-store' })
  .then((response) => (response.ok ? response.json() : Promise.reject(new Error('config.json answered ' + response.status))))
  .then((config) => {
    const api = String(config.apiUrl).replace(/\/$/, '');
    const json = (response) => (response.ok ? response.json() : Promise.reject(new Error(response.url + ' answered ' + response.status)));
    const get = (path) => fetch(api + path, { headers: { Accept: 'application/json' } }).then(json);
    const settings = get('/public/settings');
    const path = window.location.pathname;
    const page = settings.then((loaded) => {
      const custom = loaded && loaded.routes && loaded.routes.customPages;
      if (!Array.isArray(custom) || !custom.some((entry) => entry.path === path && entry.is_public)) return undefined;
      const found = get('/public/custompage/by-path?' + new URLSearchParams({ path: path }));
      const modules = found.then((loadedPage) => get('/public/custompage/module/' + encodeURIComponent(loadedPage.id)));
      found.catch(function () {});
      modules.catch(function () {});
      return { path: path, page: found, modules: modules };
    });
    // Failures here are handled by the application, which asks again.
    page.catch(function () {});
    return { config: config, settings: settings, page: page };
  });
window.__boot.catch(function () {});
