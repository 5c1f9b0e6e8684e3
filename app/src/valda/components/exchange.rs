//! The 4 : 1 trade and a card's swaps (`convert`) as one small panel, so that their many
//! legal actions never make a list too long to see (issue #43): what to give (a stepper per
//! kind, up to the most allowed), what to get (for the trade one resource, for a swap as
//! many as given), the exchange in words, and its button — on only for an action in the
//! engine's list, which the decision's listener reads from its `data-action`. The trade is
//! folded under its title until opened. A drawing function: what is put together is the
//! table's ([`crate::valda::state::Ui::exchange`]), started again after every move.

use std::rc::Rc;

use skald::valda::action::{Kind, ResourcesExt};
use skald::valda::constants::Resources;
use skald::valda::Action;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::dice::resource_icon;
use crate::valda::words::{self as w, kind_code, one_of, resources};

/// What a trade or a swap gives and gets.
pub fn exchange_of(a: &Action) -> Option<(Resources, Resources)> {
    match a {
        Action::Trade { pay, get } => Some((*pay, get.one())),
        Action::Swap { pay, get } => Some((*pay, *get)),
        _ => None,
    }
}

/// The kind of the one resource a trade gets.
fn kind_of(get: Resources) -> Kind {
    Kind::ALL
        .into_iter()
        .find(|&k| get.of(k) > 0)
        .unwrap_or(Kind::Blood)
}

/// What [`exchange_box`] shows and whom it tells.
pub struct ExchangeProps {
    pub legal: Rc<Vec<Action>>,
    /// What the player has.
    pub have: Resources,
    /// Up to how many may be given (4 for the trade, a swap's most).
    pub max: u16,
    /// The trade (one resource to get, folded), else a swap.
    pub trade: bool,
    /// What is put together so far (to give, to get), if anything.
    pub picked: Option<(Resources, Resources)>,
    /// The computer's suggestion, if a hint shows one: the panel opens on it and marks its
    /// button.
    pub hint: Option<(Resources, Resources)>,
    /// A new exchange put together.
    pub on_pick: Callback<(Resources, Resources)>,
}

/// The panel.
pub fn exchange_box(props: ExchangeProps) -> Html {
    let trade = props.trade;
    let make = move |pay: Resources, get: Resources| {
        if trade {
            Action::Trade {
                pay,
                get: kind_of(get),
            }
        } else {
            Action::Swap { pay, get }
        }
    };
    // Start on one the engine allows, giving the most plentiful kinds.
    let (pay, get) = props
        .picked
        .or_else(|| {
            props
                .legal
                .iter()
                .filter(|a| matches!(a, Action::Trade { .. }) == trade)
                .filter_map(exchange_of)
                .max_by_key(|(pay, _)| {
                    Kind::ALL
                        .iter()
                        .map(|&k| u32::from(pay.of(k)) * u32::from(props.have.of(k)))
                        .sum::<u32>()
                })
        })
        .unwrap_or_default();
    let action = make(pay, get);
    let legal = props.legal.contains(&action);
    // One listener for every stepper: `data-k` is the kind, `data-d` what the press does
    // (`+`, `-` to what is given, `g+`, `g-` to what is got, `=` to get this kind).
    let onclick = props.on_pick.reform(move |e: MouseEvent| {
        let el = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|t| t.closest("[data-k]").ok().flatten());
        let at = |n: &str| el.as_ref().and_then(|el| el.get_attribute(n));
        let k = match at("data-k").as_deref() {
            Some("gold") => Kind::Gold,
            Some("diamond") => Kind::Diamond,
            Some(_) => Kind::Blood,
            None => return (pay, get),
        };
        match at("data-d").as_deref() {
            Some("+") => (pay.plus(k.one()), get),
            Some("-") => (pay.minus(k.one()), get),
            Some("g+") => (pay, get.plus(k.one())),
            Some("g-") => (pay, get.minus(k.one())),
            _ => (pay, k.one()),
        }
    });
    let stepper =
        |k: Kind, n: u16, less: String, more: String, d: [&'static str; 2], off_more: bool| {
            html! {
                <span class="vstep" data-kind={kind_code(k)}>
                    <button type="button" class="btn small" aria-label={less}
                        disabled={n == 0} data-k={kind_code(k)} data-d={d[0]}>{ "−" }</button>
                    { resource_icon(kind_code(k)) }<span class="vstep-n">{ n }</span>
                    <button type="button" class="btn small" aria-label={more}
                        disabled={off_more} data-k={kind_code(k)} data-d={d[1]}>{ "+" }</button>
                </span>
            }
        };
    let body = html! {
        <div class="vtrade-body" role="group" aria-label={if trade { w::trade_group() } else { w::swap_group() }} {onclick}>
            <span class="vtrade-pay">
                { for Kind::ALL.iter().map(|&k| stepper(k, pay.of(k), w::pay_less(kind_code(k)), w::pay_more(kind_code(k)), ["-", "+"],
                    pay.of(k) >= props.have.of(k) || pay.total() >= props.max)) }
            </span>
            <span class="vtrade-arrow" aria-hidden="true">{ "→" }</span>
            <span class="vtrade-get" role={trade.then_some("radiogroup")} aria-label={w::trade_get()}>
                { for Kind::ALL.iter().map(|&k| if trade {
                    let on = get.of(k) > 0;
                    html! {
                        <button type="button" role="radio" aria-checked={on.to_string()} class={classes!("btn", "small", on.then_some("on"))}
                            aria-label={w::get_one(one_of(k))} data-k={kind_code(k)} data-d="=">
                            { resource_icon(kind_code(k)) }
                        </button>
                    }
                } else {
                    stepper(k, get.of(k), w::get_less(kind_code(k)), w::get_more(kind_code(k)), ["g-", "g+"], get.total() >= pay.total())
                }) }
            </span>
            <button type="button" class={classes!("btn", (props.hint == Some((pay, get))).then_some("hinted"))} disabled={!legal}
                data-testid={if trade { "trade-button" } else { "swap-button" }} data-action={crate::json::to_string(&action).unwrap_or_default()}>
                { if trade { w::trade_button(resources(pay), one_of(kind_of(get))) } else { w::act_swap(resources(pay), resources(get)) } }
            </button>
            <span class="vtrade-after" data-testid={if trade { "trade-after" } else { "swap-after" }} aria-live="polite">
                if legal {
                    { w::trade_after(resources(props.have.minus(pay).plus(get))) }
                } else if trade {
                    { w::trade_not_allowed() }
                }
            </span>
        </div>
    };
    if trade {
        html! {
            <details class="vtrade" data-testid="trade" open={props.hint.is_some()}>
                <summary class="btn">{ w::trade_title() }</summary>
                { body }
            </details>
        }
    } else {
        html! { <div class="vtrade" data-testid="swap">{ body }</div> }
    }
}
