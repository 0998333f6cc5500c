// Starts the two requests every page needs (the runtime configuration, then the
// site settings) while the application's scripts are still downloading.
window.__boot = fetch('/config.json', { cache: 'no-store' })
  .then((response) => (response.ok ? response.json() : Promise.reject(new Error('config.json answered ' + response.status))))
  .then((config) => ({
    config: config,
    settings: fetch(String(config.apiUrl).replace(/\/$/, '') + '/public/settings', { headers: { Accept: 'application/json' } }).then(
      (response) => (response.ok ? response.json() : Promise.reject(new Error('settings answered ' + response.status))),
    ),
  }));
// A failure here is handled by the application, which asks again.
window.__boot.catch(function () {});
