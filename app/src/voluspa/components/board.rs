//! The board: an SVG of the stacks inside a pan/zoom layer, plus an overlay (highlights,
//! previews, score outlines) given by the page as children.
//!
//! Performance: the transform of the pan/zoom layer is written straight to the DOM (never
//! through Yew state), and the tiles are a separate memoised component, so neither panning
//! nor a drag's hover changes re-render the tiles.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use skald::voluspa::{Cell, Stack};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Element, PointerEvent, WheelEvent};
use yew::prelude::*;

use super::tile::stack_face;
use crate::num::num;
use crate::voluspa::geometry::{self, CellBox, View, CELL};

/// The shared pan/zoom state of one board, readable by the page (to map a pointer to a
/// cell during a drag).
#[derive(Default)]
pub struct ViewState {
    pub view: View,
    /// The player panned or zoomed since the view last fitted the tiles.
    pub moved_by_player: bool,
    pub svg: Option<Element>,
    pub layer: Option<Element>,
    /// The cells the board keeps in view, as the page last drew it ([`Focus`]).
    focus: Focus,
    /// The smallest scale of the board's own views (0: none; see [`BoardViewProps::min_cell`]).
    floor: f64,
}

/// What the board keeps in view by itself (see [`ViewHandle::follow`]).
#[derive(Clone, Default, PartialEq)]
struct Focus {
    /// The last move's cells.
    last: Rc<Vec<Cell>>,
    /// The cells the chosen tile may take: at least one stays in view.
    legal: Rc<Vec<Cell>>,
    /// A cell pinned by a first tap or a hint: always wholly in view.
    pinned: Option<Cell>,
}

#[derive(Clone, Default)]
pub struct ViewHandle(pub Rc<RefCell<ViewState>>);

impl PartialEq for ViewHandle {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl ViewHandle {
    /// The cell under a client (viewport) point, with the offset from the cell's centre,
    /// or `None` when the point is outside the board.
    pub fn cell_at_client(&self, x: f64, y: f64) -> Option<(Cell, (f64, f64))> {
        let st = self.0.borrow();
        let svg = st.svg.as_ref()?;
        let rect = svg.get_bounding_client_rect();
        if x < rect.left() || x > rect.right() || y < rect.top() || y > rect.bottom() {
            return None;
        }
        let ((r, c), off) = st.view.cell_at(x - rect.left(), y - rect.top());
        Some((Cell(r, c), off))
    }

    fn write(&self) {
        let st = self.0.borrow();
        if let Some(layer) = &st.layer {
            let _ = layer.set_attribute("transform", &st.view.transform());
            let _ = layer.set_attribute("data-scale", &crate::num::fixed(st.view.scale, 3));
        }
    }

    pub fn set(&self, view: View) {
        self.0.borrow_mut().view = view;
        self.write();
    }

    /// Fits the view to the tiles (with a margin of one cell for the places around them);
    /// on a board too large for the screen at the board's smallest scale, that scale around
    /// the last move (a pinned cell first), and then what the board keeps in view
    /// ([`ViewHandle::follow`]).
    pub fn fit(&self, tiles: &[(Cell, Stack)]) {
        let Some(bbox) = bbox(tiles) else { return };
        if let Some((w, h)) = self.size() {
            let (floor, focus) = {
                let st = self.0.borrow();
                let f = &st.focus;
                let around: Vec<Cell> = f.pinned.into_iter().collect();
                let around = if around.is_empty() {
                    &f.last[..]
                } else {
                    &around[..]
                };
                (st.floor, cells_rect(around))
            };
            let centre = focus.map(|(x0, y0, x1, y1)| ((x0 + x1) / 2.0, (y0 + y1) / 2.0));
            self.set(View::fit_at_least(bbox.grow(1), w, h, floor, centre));
            self.0.borrow_mut().moved_by_player = false;
            self.follow();
        }
    }

    /// "Fit": [`ViewHandle::fit`]; pressed again on the view it made, when that leaves part
    /// of a large board off screen, the whole board however small (as a pinch out would:
    /// the player's view, kept after a move).
    pub fn fit_or_whole(&self, tiles: &[(Cell, Stack)]) {
        let before = self.0.borrow().view;
        self.fit(tiles);
        if let (Some(b), Some((w, h))) = (bbox(tiles), self.size()) {
            let whole = View::fit(b.grow(1), w, h);
            if self.0.borrow().view == before && whole.scale < before.scale {
                self.update(|_| whole);
            }
        }
    }

    /// Keeps in view what the board must show, by the smallest pan (never a zoom): a pinned
    /// cell whole; else, with a tile chosen, at least one of its cells (the nearest to the
    /// middle, if none is); else the last move (when it fits the screen).
    pub fn follow(&self) {
        let Some((w, h)) = self.size() else { return };
        let (view, focus) = {
            let st = self.0.borrow();
            (st.view, st.focus.clone())
        };
        let shown = |c: &Cell| view.shows_cell(c.0, c.1, w, h);
        let target = if let Some(p) = focus.pinned {
            Some(vec![p])
        } else if !focus.legal.is_empty() {
            if focus.legal.iter().any(shown) {
                None
            } else {
                let (mx, my) = view.to_board(w / 2.0, h / 2.0);
                let d = |c: &&Cell| {
                    let (x, y) = (
                        (c.1 as f64 + 0.5) * CELL - mx,
                        (c.0 as f64 + 0.5) * CELL - my,
                    );
                    x * x + y * y
                };
                focus
                    .legal
                    .iter()
                    .min_by(|a, b| d(a).total_cmp(&d(b)))
                    .map(|c| vec![*c])
            }
        } else {
            Some(focus.last.to_vec())
        };
        let Some((x0, mut y0, x1, y1)) = target.as_deref().and_then(cells_rect) else {
            return;
        };
        if focus.pinned.is_some() {
            // The pinned cell's "+N" sits on its top edge.
            y0 -= CELL / 2.0;
        }
        let rect = (x0, y0, x1, y1);
        let fits = (x1 - x0) * view.scale <= w && (y1 - y0) * view.scale <= h;
        if focus.pinned.is_some() || fits {
            let moved = view.pan_to_show(rect, w, h, 4.0);
            if moved != view {
                self.set(moved);
            }
        }
    }

    /// The board's size on screen in CSS pixels (`None` before it is drawn).
    fn size(&self) -> Option<(f64, f64)> {
        let st = self.0.borrow();
        st.svg
            .as_ref()
            .map(|s| (s.client_width() as f64, s.client_height() as f64))
    }

    /// Whether every one of `cells` is wholly on screen now.
    pub fn shows(&self, cells: &[Cell]) -> bool {
        let Some((w, h)) = self.size() else {
            return false;
        };
        let st = self.0.borrow();
        cells.iter().all(|c| st.view.shows_cell(c.0, c.1, w, h))
    }

    /// Pans the view so that `c` is in the middle, unless it is wholly on screen already
    /// (the keyboard cursor stays in sight).
    pub fn bring_into_view(&self, c: Cell) {
        if self.shows(&[c]) {
            return;
        }
        if let Some((w, h)) = self.size() {
            self.update(|v| {
                let (x, y) = v.to_screen((c.1 as f64 + 0.5) * CELL, (c.0 as f64 + 0.5) * CELL);
                v.pan(w / 2.0 - x, h / 2.0 - y)
            });
        }
    }

    /// A pan or zoom by the player.
    fn update(&self, f: impl FnOnce(&View) -> View) {
        let v = f(&self.0.borrow().view);
        self.set(v);
        self.0.borrow_mut().moved_by_player = true;
    }
}

/// The board rectangle `(x0, y0, x1, y1)` covering `cells`.
fn cells_rect(cells: &[Cell]) -> Option<(f64, f64, f64, f64)> {
    let pairs: Vec<(i32, i32)> = cells.iter().map(|c| (c.0, c.1)).collect();
    geometry::cells_rect(&pairs).map(|(x, y, w, h)| (x, y, x + w, y + h))
}

/// The smallest box of cells holding every tile.
pub(crate) fn bbox(tiles: &[(Cell, Stack)]) -> Option<CellBox> {
    let first = tiles.first()?.0;
    let mut b = CellBox::at(first.0, first.1);
    for (c, _) in tiles {
        b.include(c.0, c.1);
    }
    Some(b)
}

/// A tap on the board: the cell and where in it (offset from the centre, each in ±0.5).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tap {
    pub cell: Cell,
    pub offset: (f64, f64),
    /// Made with a finger: a finger has no hover, so a first tap only shows the preview.
    pub touch: bool,
}

/// The stacks of a board, as [`BoardView`] and [`Tiles`] take them.
pub fn stacks_of(board: &skald::voluspa::Board) -> Rc<Vec<(Cell, Stack)>> {
    Rc::new(board.stacks().map(|(c, s)| (c, s.clone())).collect())
}

#[derive(Properties, PartialEq, Clone)]
pub struct TilesProps {
    pub tiles: Rc<Vec<(Cell, Stack)>>,
}

/// Every stack on the board (memoised: re-rendered only when the board changes).
#[component]
pub fn Tiles(props: &TilesProps) -> Html {
    html! {
        <g class="tiles">
            { for props.tiles.iter().map(|(c, s)| html! {
                <g key={format!("{},{}", c.0, c.1)} class="stack"
                    transform={format!("translate({} {})", num(c.1 as f64 * CELL), num(c.0 as f64 * CELL))}
                    data-cell={format!("{},{}", c.0, c.1)} data-top={s.top.code()}>
                    { stack_face(s) }
                </g>
            }) }
        </g>
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct BoardViewProps {
    pub tiles: Rc<Vec<(Cell, Stack)>>,
    /// Changes whenever the board changed (a move, an undo, a new game).
    #[prop_or_default]
    pub fit_key: u64,
    /// Cells that must be on screen after such a change (the last move). The view fits the
    /// tiles again after every change, unless the player has panned or zoomed since the
    /// last fit and these cells are still on screen: then their view is kept.
    #[prop_or_default]
    pub keep_in_view: Rc<Vec<Cell>>,
    /// The cells the chosen tile may take: when they change, and when the board's box
    /// changes size, at least one is brought into view if none is.
    #[prop_or_default]
    pub legal: Rc<Vec<Cell>>,
    /// A cell pinned by a first tap or a hint: brought wholly into view whenever it
    /// changes or the board's box changes size.
    #[prop_or_default]
    pub pinned: Option<Cell>,
    /// The smallest side of a cell, in CSS px, of the views the board makes itself (a fit,
    /// a refit after a move): 0 for none (the rules help, embeds: the whole position is
    /// shown); the play screen's is [`crate::voluspa::geometry::TOUCH_CELL`].
    #[prop_or_default]
    pub min_cell: f64,
    #[prop_or_default]
    pub view: ViewHandle,
    /// Pan, pinch, wheel and taps; off for the small read-only boards of the rules help.
    #[prop_or(true)]
    pub interactive: bool,
    #[prop_or_default]
    pub on_tap: Callback<Tap>,
    /// A mouse or pen hovering (no button pressed) entered another cell.
    #[prop_or_default]
    pub on_hover: Callback<Option<Cell>>,
    /// Drawn over the tiles, in board coordinates.
    #[prop_or_default]
    pub children: Html,
    #[prop_or_default]
    pub label: AttrValue,
    /// A grid of cells for keyboard and screen-reader play (the children then hold the
    /// rows of cells, and the tiles are hidden from assistive technology: the cells name
    /// them). Without it the board is one image with `label` as its name.
    #[prop_or_default]
    pub grid: Option<GridAttrs>,
}

/// The board as a keyboard grid (the play screen; see [`super::board_keys`]): it takes
/// focus, points at the cursor's cell and hears the keys.
#[derive(Clone, PartialEq)]
pub struct GridAttrs {
    /// The `id` of the cell under the cursor (`aria-activedescendant`).
    pub active: Option<AttrValue>,
    /// The `id` of the key help (`aria-describedby`).
    pub described_by: AttrValue,
    pub onkeydown: Callback<KeyboardEvent>,
    pub onfocusin: Callback<FocusEvent>,
    pub onfocusout: Callback<FocusEvent>,
    pub onpointerdown: Callback<PointerEvent>,
}

struct Gesture {
    pointers: HashMap<i32, (f64, f64)>,
    start: Option<(f64, f64)>,
    moved: bool,
    pinch: Option<f64>,
}

/// The board with pan (drag the background), pinch and wheel zoom, and taps on cells.
#[component]
pub fn BoardView(props: &BoardViewProps) -> Html {
    let svg_ref = use_node_ref();
    let layer_ref = use_node_ref();
    let on_tap = use_mut_ref(Callback::<Tap>::noop);
    *on_tap.borrow_mut() = props.on_tap.clone();
    let on_hover = use_mut_ref(Callback::<Option<Cell>>::noop);
    *on_hover.borrow_mut() = props.on_hover.clone();
    let current_tiles = use_mut_ref(|| props.tiles.clone());
    *current_tiles.borrow_mut() = props.tiles.clone();
    {
        let mut st = props.view.0.borrow_mut();
        st.focus = Focus {
            last: props.keep_in_view.clone(),
            legal: props.legal.clone(),
            pinned: props.pinned,
        };
        st.floor = props.min_cell / CELL;
    }

    // Register the elements and the gesture listeners once.
    {
        let svg_ref = svg_ref.clone();
        let layer_ref = layer_ref.clone();
        let view = props.view.clone();
        let interactive = props.interactive;
        let on_tap = on_tap.clone();
        let on_hover = on_hover.clone();
        let tiles = current_tiles.clone();
        use_effect_with((), move |_| {
            let svg = svg_ref.cast::<Element>();
            {
                let mut st = view.0.borrow_mut();
                st.svg = svg.clone();
                st.layer = layer_ref.cast::<Element>();
            }
            view.fit(&tiles.borrow());
            crate::perf::mark("voluspa:board-ready");
            let mut listeners = Vec::new();
            let resize = {
                let view = view.clone();
                let tiles = tiles.clone();
                EventListener::new(&gloo::utils::window(), "resize", move |_| {
                    view.fit(&tiles.borrow())
                })
            };
            listeners.push(resize);
            // The board's own box changes size when the bars around it do (a line of news,
            // a button more, a wrapped prompt): what it keeps in view stays there.
            let observer = svg.as_ref().and_then(|el| {
                let view = view.clone();
                let cb =
                    Closure::<dyn FnMut(js_sys::Array)>::new(move |_: js_sys::Array| view.follow());
                let o = web_sys::ResizeObserver::new(cb.as_ref().unchecked_ref()).ok()?;
                o.observe(el);
                Some((o, cb))
            });
            if let (Some(svg), true) = (svg, interactive) {
                let gesture = Rc::new(RefCell::new(Gesture {
                    pointers: HashMap::new(),
                    start: None,
                    moved: false,
                    pinch: None,
                }));
                let local = |svg: &Element, e: &PointerEvent| {
                    let r = svg.get_bounding_client_rect();
                    (
                        e.client_x() as f64 - r.left(),
                        e.client_y() as f64 - r.top(),
                    )
                };
                {
                    let g = gesture.clone();
                    let el = svg.clone();
                    listeners.push(EventListener::new(&svg, "pointerdown", move |e| {
                        let e = e.unchecked_ref::<PointerEvent>();
                        let p = local(&el, e);
                        let _ = el.set_pointer_capture(e.pointer_id());
                        let mut g = g.borrow_mut();
                        g.pointers.insert(e.pointer_id(), p);
                        if g.pointers.len() == 1 {
                            g.start = Some(p);
                            g.moved = false;
                            g.pinch = None;
                        } else {
                            g.moved = true;
                            g.pinch = None;
                        }
                    }));
                }
                {
                    let g = gesture.clone();
                    let el = svg.clone();
                    let view = view.clone();
                    let hovered: Rc<RefCell<Option<Cell>>> = Rc::new(RefCell::new(None));
                    listeners.push(EventListener::new(&svg, "pointermove", move |e| {
                        let e = e.unchecked_ref::<PointerEvent>();
                        let g = &mut *g.borrow_mut();
                        let Some(prev) = g.pointers.get(&e.pointer_id()).copied() else {
                            // Hovering with a mouse or pen: report cell changes (score previews).
                            if e.pointer_type() != "touch" && e.buttons() == 0 {
                                let p = local(&el, e);
                                let ((r, c), _) = view.0.borrow().view.cell_at(p.0, p.1);
                                let cell = Some(Cell(r, c));
                                if *hovered.borrow() != cell {
                                    *hovered.borrow_mut() = cell;
                                    let cb = on_hover.borrow().clone();
                                    cb.emit(cell);
                                }
                            }
                            return;
                        };
                        let p = local(&el, e);
                        g.pointers.insert(e.pointer_id(), p);
                        if g.pointers.len() >= 2 {
                            let pts: Vec<(f64, f64)> =
                                g.pointers.values().copied().take(2).collect();
                            let d = ((pts[0].0 - pts[1].0).powi(2) + (pts[0].1 - pts[1].1).powi(2))
                                .sqrt();
                            let mid = ((pts[0].0 + pts[1].0) / 2.0, (pts[0].1 + pts[1].1) / 2.0);
                            if let Some(d0) = g.pinch {
                                if d0 > 0.0 {
                                    view.update(|v| v.zoom_at(d / d0, mid.0, mid.1));
                                }
                            }
                            // Two fingers also pan by half the moving finger's step.
                            view.update(|v| v.pan((p.0 - prev.0) / 2.0, (p.1 - prev.1) / 2.0));
                            g.pinch = Some(d);
                            return;
                        }
                        if let Some(s) = g.start {
                            if !g.moved && ((p.0 - s.0).powi(2) + (p.1 - s.1).powi(2)).sqrt() > 8.0
                            {
                                g.moved = true;
                            }
                        }
                        if g.moved {
                            view.update(|v| v.pan(p.0 - prev.0, p.1 - prev.1));
                        }
                    }));
                }
                for kind in ["pointerup", "pointercancel"] {
                    let g = gesture.clone();
                    let el = svg.clone();
                    let view = view.clone();
                    let on_tap = on_tap.clone();
                    listeners.push(EventListener::new(&svg, kind, move |e| {
                        let e = e.unchecked_ref::<PointerEvent>();
                        let mut g = g.borrow_mut();
                        if g.pointers.remove(&e.pointer_id()).is_none() {
                            return;
                        }
                        if e.type_() == "pointerup" && g.pointers.is_empty() && !g.moved {
                            let p = local(&el, e);
                            let ((r, c), offset) = view.0.borrow().view.cell_at(p.0, p.1);
                            let cb = on_tap.borrow().clone();
                            drop(g);
                            cb.emit(Tap {
                                cell: Cell(r, c),
                                offset,
                                touch: e.pointer_type() == "touch",
                            });
                            return;
                        }
                        if g.pointers.len() < 2 {
                            g.pinch = None;
                        }
                    }));
                }
                {
                    let el = svg.clone();
                    let view = view.clone();
                    let opts = EventListenerOptions::enable_prevent_default();
                    listeners.push(EventListener::new_with_options(
                        &svg,
                        "wheel",
                        opts,
                        move |e| {
                            let e = e.unchecked_ref::<WheelEvent>();
                            e.prevent_default();
                            let r = el.get_bounding_client_rect();
                            let (x, y) = (
                                e.client_x() as f64 - r.left(),
                                e.client_y() as f64 - r.top(),
                            );
                            let dy = e.delta_y() * if e.delta_mode() == 1 { 16.0 } else { 1.0 };
                            view.update(|v| v.zoom_at((-dy / 400.0).exp(), x, y));
                        },
                    ));
                }
            }
            move || {
                drop(listeners);
                if let Some((o, cb)) = observer {
                    o.disconnect();
                    drop(cb);
                }
            }
        });
    }
    // A tile chosen, a cell pinned: brought into view.
    {
        let view = props.view.clone();
        use_effect_with((props.legal.clone(), props.pinned), move |_| view.follow());
    }
    // After a change, keep the player's view if what changed is on screen; fit otherwise.
    {
        let view = props.view.clone();
        let tiles = props.tiles.clone();
        let keep = props.keep_in_view.clone();
        use_effect_with(props.fit_key, move |_| {
            let kept = view.0.borrow().moved_by_player && !keep.is_empty() && view.shows(&keep);
            if !kept {
                view.fit(&tiles);
            }
        });
    }
    // Read-only boards are one image; the play screen's board is a grid of named cells
    // (the tiles hidden from assistive technology: the cells name them).
    let grid = props.grid.clone();
    let is_grid = grid.is_some();
    let (active, described_by, keydown, focusin, focusout, pointerdown) = match grid {
        Some(g) => (
            g.active,
            Some(g.described_by),
            Some(g.onkeydown),
            Some(g.onfocusin),
            Some(g.onfocusout),
            Some(g.onpointerdown),
        ),
        None => (None, None, None, None, None, None),
    };
    html! {
        <svg ref={svg_ref} class={classes!("board-svg", props.interactive.then_some("interactive"), is_grid.then_some("grid"))}
            role={if is_grid { "grid" } else { "img" }} tabindex={is_grid.then_some("0")} aria-label={props.label.clone()}
            aria-describedby={described_by} aria-activedescendant={active} data-testid="board"
            onkeydown={keydown} onfocusin={focusin} onfocusout={focusout} onpointerdown={pointerdown}>
            <defs>
                <pattern id="hatch" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                    <rect width="12" height="12" class="hatch-bg" />
                    <line x1="0" y1="0" x2="0" y2="12" class="hatch-line" />
                </pattern>
            </defs>
            <g ref={layer_ref} class="layer" role={is_grid.then_some("presentation")}>
                <g aria-hidden={is_grid.then_some("true")}><Tiles tiles={props.tiles.clone()} /></g>
                { props.children.clone() }
            </g>
        </svg>
    }
}
