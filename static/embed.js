// Skald embeds for rules pages: turns <skald-embed> elements into live positions.
//
//   <script src="https://example.org/skald/embed.js" async></script>
//   <skald-embed game="voluspa" board="Od Th / . Tr" try></skald-embed>
//
// Each element becomes an iframe of this build's embed route (#/embed/<game>?…), created
// when it comes near the screen, as tall as its content (the frame reports its height),
// in the page's light or dark scheme. Works when the page and Skald are on different
// hosts. Every attribute is passed on as text; nothing from it becomes markup.
// Attributes and notation: docs/embedding.md in the Skald repository.
(() => {
  'use strict';
  if (window.customElements === undefined || customElements.get('skald-embed')) return;
  const script = document.currentScript;
  // The folder of this script is the folder of the build.
  const base = new URL('./', script && script.src ? script.src : location.href);
  const GAMES = {
    voluspa: { name: 'Völuspá', attrs: ['board', 'moves', 'caption', 'try', 'replay', 'teach'] },
    odin: { name: 'Odin', attrs: ['middle', 'hand', 'moves', 'caption', 'try', 'replay', 'teach'] },
    valda: { name: 'Valda', attrs: ['position', 'moves', 'caption', 'try', 'hands', 'names', 'at', 'replay', 'teach'] },
  };
  const frames = new Map();
  let next = 0;

  // The page's scheme: the element's `scheme` attribute, else the page's `color-scheme`
  // when it allows only one, else the reader's system setting.
  const dark = matchMedia('(prefers-color-scheme: dark)');
  const schemeOf = (el) => {
    const forced = (el.getAttribute('scheme') || '').trim();
    if (forced === 'light' || forced === 'dark') return forced;
    const page = getComputedStyle(document.documentElement).colorScheme || '';
    const words = page.split(/\s+/);
    if (words.includes('dark') && !words.includes('light')) return 'dark';
    if (words.includes('light') && !words.includes('dark')) return 'light';
    return dark.matches ? 'dark' : 'light';
  };

  // The frame's language: the element's `lang` attribute, else the language of the page
  // around it (`<html lang="de">`), when Skald speaks it; else the reader's own choice.
  const langOf = (el) => {
    const own = el.closest('[lang]');
    const code = ((own && own.getAttribute('lang')) || '').trim().toLowerCase().split(/[-_]/)[0];
    return code === 'de' || code === 'en' ? code : '';
  };
  const TITLES = { de: 'Stellung', en: 'position' };

  // A frame tells its height; only messages from that very frame, from this build's host,
  // are heard.
  window.addEventListener('message', (e) => {
    const d = e.data;
    if (!d || typeof d !== 'object' || d.skald !== 'embed-size' || typeof d.id !== 'string') return;
    const el = frames.get(d.id);
    if (!el || !el.frame || e.source !== el.frame.contentWindow) return;
    if (e.origin !== base.origin && base.origin !== 'null') return;
    const h = Number(d.height);
    if (Number.isFinite(h) && h > 0 && h < 20000) el.frame.style.height = `${Math.ceil(h)}px`;
  });
  dark.addEventListener('change', () => {
    for (const el of frames.values()) el.sendScheme();
  });

  // Not loading="lazy": Safari 16 then blanks a frame loaded here as it scrolls into view.
  const lazy = 'IntersectionObserver' in window
    ? new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            lazy.unobserve(entry.target);
            entry.target.load();
          }
        }
      }, { rootMargin: '300px' })
    : null;

  class SkaldEmbed extends HTMLElement {
    static get observedAttributes() {
      return ['game', 'board', 'moves', 'caption', 'try', 'middle', 'hand', 'position', 'hands', 'names', 'at', 'replay', 'teach', 'scheme', 'lang'];
    }

    connectedCallback() {
      if (this.shadowRoot) return;
      this.key = `e${++next}`;
      const root = this.attachShadow({ mode: 'open' });
      const style = document.createElement('style');
      style.textContent = ':host{display:block;margin:1rem 0}iframe{display:block;width:100%;height:20rem;border:0;border-radius:12px}p{margin:0;padding:.8rem 1rem;border-left:4px solid #a4262c;font:inherit}';
      root.append(style);
      const game = GAMES[(this.getAttribute('game') || '').trim()];
      if (!game) {
        const p = document.createElement('p');
        p.setAttribute('role', 'alert');
        p.textContent = `Skald: unknown game "${this.getAttribute('game') || ''}" (use ${Object.keys(GAMES).join(', ')}).`;
        root.append(p);
        return;
      }
      this.game = game;
      this.frame = document.createElement('iframe');
      const lang = langOf(this);
      this.frame.title = this.getAttribute('title') || (lang === 'de' ? `${game.name}-${TITLES.de}` : `${game.name} ${TITLES.en}`);
      root.append(this.frame);
      frames.set(this.key, this);
      if (lazy) lazy.observe(this); else this.load();
    }

    disconnectedCallback() {
      if (lazy) lazy.unobserve(this);
    }

    attributeChangedCallback() {
      if (this.loaded) this.load();
    }

    /** The embed route of this element's position. */
    src() {
      const game = (this.getAttribute('game') || '').trim();
      const params = [];
      for (const name of this.game.attrs) {
        const value = this.getAttribute(name);
        if (value === null) continue;
        params.push(value === '' ? name : `${name}=${encodeURIComponent(value)}`);
      }
      params.push(`id=${this.key}`, `scheme=${schemeOf(this)}`);
      const lang = langOf(this);
      if (lang) params.push(`lang=${lang}`);
      return `${base.href}index.html#/embed/${game}?${params.join('&')}`;
    }

    load() {
      if (!this.frame) return;
      this.loaded = true;
      this.frame.src = this.src();
    }

    sendScheme() {
      if (this.loaded && this.frame.contentWindow) {
        this.frame.contentWindow.postMessage({ skald: 'embed-scheme', scheme: schemeOf(this) }, base.origin === 'null' ? '*' : base.origin);
      }
    }
  }

  customElements.define('skald-embed', SkaldEmbed);
})();
