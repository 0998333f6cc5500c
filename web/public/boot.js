// Starts the requests every page needs (the runtime configuration, then the site settings) while
// the application's scripts are still downloading; on a custom page's path the same answer holds
// the page and its modules, which would otherwise wait for the scripts and the page's chunk, and it
// paints the page's leading banner or slide into the boot shell, since that image is the largest
// paint of a home page. Plain ES2019 without dependencies: any surprise leaves the shell as it is.
(function () {
  var SAFE_LINK = /^(\/(?!\/)|https?:\/\/)/;

  function str(value) {
    return typeof value === 'string' ? value.trim() : '';
  }

  function add(parent, tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    parent.appendChild(node);
    return node;
  }

  function image(parent, className, src, alt) {
    var node = add(parent, 'img', className);
    node.alt = alt;
    node.width = 1200;
    node.height = 630;
    node.decoding = 'async';
    node.setAttribute('fetchpriority', 'high');
    node.src = src;
    return node;
  }

  function link(parent, className, href, text) {
    var node = add(parent, 'a', className, text);
    if (SAFE_LINK.test(href)) node.href = href;
    return node;
  }

  // The markup and classes of BannerModule and SlideModule (first-paint.css styles both), so the
  // image takes the box the page will give it; React replaces the shell when it renders.
  function section(type, heading, label) {
    var node = document.createElement('section');
    node.className = 'cp-module cp-module--' + type;
    node.setAttribute('data-module', type);
    if (heading) add(node, 'h2', 'cp-module__heading', heading);
    else if (label) node.setAttribute('aria-label', label);
    return node;
  }

  function banner(data) {
    var src = str(data.image);
    if (!src) return undefined;
    var heading = str(data.heading);
    var alt = str(data.alt) || heading;
    var node = section('banner', heading, str(data.alt));
    image(str(data.link) ? link(node, 'cp-banner', str(data.link)) : node, 'cp-banner__image', src, alt);
    return { node: node, image: src };
  }

  function slide(data) {
    var slides = data.slides;
    if (!Array.isArray(slides) || slides.length === 0 || !slides.every((entry) => entry && str(entry.title))) return undefined;
    var first = slides[0];
    var heading = str(data.heading);
    var node = section('slide', heading);
    var carousel = add(node, 'div', 'cp-carousel');
    var view = add(add(carousel, 'div', 'cp-carousel__slides'), 'div', 'cp-slide');
    if (str(first.image)) image(view, 'cp-slide__image', str(first.image), '');
    var caption = add(view, 'div', 'cp-slide__caption');
    add(caption, heading ? 'p' : 'h2', 'cp-slide__title', str(first.title));
    if (typeof first.subtitle === 'string' && first.subtitle) add(caption, 'p', 'cp-slide__subtitle', first.subtitle);
    if (str(first.link)) link(caption, 'button button--primary', str(first.link), str(first.title));
    if (slides.length > 1) {
      // The carousel's controls, inert until the page takes over: they keep the carousel's height.
      var controls = add(carousel, 'div', 'cp-carousel__controls');
      controls.setAttribute('aria-hidden', 'true');
      add(controls, 'button', 'button', '‹').disabled = true;
      add(controls, 'span', 'cp-carousel__position', '1 / ' + slides.length);
      add(controls, 'button', 'button', '›').disabled = true;
    }
    return { node: node, image: str(first.image) };
  }

  var PAINTERS = { banner: banner, slide: slide };

  // The shell's markup for the page's leading banners and slides, built at once: their images
  // start downloading then, while the paint waits for the fonts.
  function prepare(page, modules) {
    if (!page || !Array.isArray(modules)) return undefined;
    var ordered = modules
      .filter((module) => module && module.data && typeof module.data === 'object' && Object.keys(module.data).length > 0)
      .sort((a, b) => a.ordering - b.ordering);
    var painted = [];
    // The leading run of banners and slides, within the modules the page renders at once.
    for (var index = 0; index < Math.min(ordered.length, 3); index += 1) {
      var type = ordered[index].type;
      var painter = Object.prototype.hasOwnProperty.call(PAINTERS, type) && PAINTERS[type];
      var result = painter && painter(ordered[index].data);
      if (!result) break;
      painted.push(result);
    }
    if (painted.length === 0) return undefined;
    if (painted[0].image) {
      // Whole before it joins the document: a preload link without its href yet is refused with a warning.
      var preload = document.createElement('link');
      preload.as = 'image';
      preload.href = painted[0].image;
      preload.setAttribute('fetchpriority', 'high');
      preload.rel = 'preload';
      document.head.appendChild(preload);
    }
    var main = document.createElement('main');
    main.className = 'page cp-page';
    add(main, 'h1', 'cp-page__title', str(page.meta_title) || str(page.name));
    painted.forEach((entry) => main.appendChild(entry.node));
    return main;
  }

  function paint(main) {
    var shell = document.querySelector('#root > .boot');
    var loader = shell && shell.querySelector('.page-loader');
    if (main && loader) shell.replaceChild(main, loader);
  }

  // The theme font's Thai and Latin faces, regular and bold, start loading with the first
  // requests on every page: a face the browser asks for only once text needs it arrives a round
  // trip after that text, and a page's largest text (the sign-in title) waits for it. The shell's
  // text is set in them too: painting before they are in would move the image when they arrive
  // (a layout shift), so the paint waits for them, a second at most.
  var fonts;
  function fontsReady() {
    if (fonts) return fonts;
    if (!document.fonts || !document.body) return Promise.resolve();
    var family = window.getComputedStyle(document.body).fontFamily;
    var faces = ['400', '700'].map((weight) => document.fonts.load(weight + ' 1em ' + family, 'Aก'));
    fonts = Promise.race([Promise.all(faces), new Promise((resolve) => setTimeout(resolve, 1000))]);
    return fonts;
  }

  // Resolves once the paint is done, or known not to happen.
  function paintWhenReady(page, modules) {
    var main;
    try {
      main = prepare(page, modules);
    } catch {
      // The application renders the page anyway.
    }
    return new Promise((resolve) => {
      var run = function () {
        Promise.resolve()
          .then(fontsReady)
          .catch(function () {})
          .then(() => {
            try {
              paint(main);
            } catch {
              // As above.
            }
            resolve();
          });
      };
      // The shell is there as soon as the body is parsed, before the application's scripts run.
      if (document.readyState === 'loading' && !document.querySelector('#root > .boot')) document.addEventListener('DOMContentLoaded', run);
      else run();
    });
  }

  window.__boot = fetch('/config.json', { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error('config.json answered ' + response.status))))
    .then((config) => {
      fontsReady().catch(function () {});
      const api = String(config.apiUrl).replace(/\/$/, '');
      const json = (response) => (response.ok ? response.json() : Promise.reject(new Error(response.url + ' answered ' + response.status)));
      const get = (path) => fetch(api + path, { headers: { Accept: 'application/json' } }).then(json);
      const path = window.location.pathname;
      // One answer: the settings and, on a public custom page's path, the page with its modules.
      const first = get('/public/first-load?' + new URLSearchParams({ path: path }));
      const settings = first.then((answer) => answer.settings);
      const page = first.then((answer) => {
        if (!answer.page) return undefined;
        const found = Promise.resolve(answer.page.page);
        const modules = Promise.resolve(answer.page.modules);
        const shown = paintWhenReady(answer.page.page, answer.page.modules);
        return { path: path, page: found, modules: modules, shown: shown };
      });
      // Failures here are handled by the application, which asks again.
      page.catch(function () {});
      return { config: config, settings: settings, page: page };
    });
  window.__boot.catch(function () {});
})();
