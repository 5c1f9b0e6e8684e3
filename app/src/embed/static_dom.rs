//! Drawing an [`Html`] tree into the page without yew's renderer, for an embed build that
//! holds no component (Valda's: `crate::valda::embed`). Each redraw patches the element's
//! children in place — text and attributes are changed where the tree kept its shape, and
//! only what changed shape is replaced — so the focused button keeps its focus and a live
//! region is updated, not replaced (screen readers announce a change, not a new region).
//!
//! Only elements and text are drawn: a component (`VComp`) or a listener has nothing to run
//! it here, so the drawing functions such an embed uses hold neither (buttons say what they
//! do in `data-` attributes, which the embed's one click listener reads). Text is always
//! set as text: nothing from the tree is ever parsed as markup.

use wasm_bindgen::JsCast;
use web_sys::{Document, Element, Node};
use yew::virtual_dom::{VNode, VTag};
use yew::Html;

const SVG: &str = "http://www.w3.org/2000/svg";

/// The drawable nodes of `node`, lists flattened, in order.
fn flatten<'a>(node: &'a Html, out: &mut Vec<&'a VNode>) {
    match node {
        VNode::VList(list) => list.iter().for_each(|c| flatten(c, out)),
        VNode::VTag(_) | VNode::VText(_) => out.push(node),
        _ => {}
    }
}

/// Makes `parent`'s children what `html` draws (`svg`: `parent` is in an SVG drawing).
pub fn patch(parent: &Element, html: &Html) {
    let doc = gloo::utils::document();
    let svg = parent.namespace_uri().as_deref() == Some(SVG);
    patch_children(&doc, parent, html, svg);
}

fn patch_children(doc: &Document, parent: &Element, html: &Html, svg: bool) {
    let mut wanted = Vec::new();
    flatten(html, &mut wanted);
    let existing = parent.child_nodes();
    for (i, node) in wanted.iter().enumerate() {
        let old = existing.item(i as u32);
        let kept = old.as_ref().is_some_and(|old| update(doc, old, node, svg));
        if kept {
            continue;
        }
        let Some(new) = create(doc, node, svg) else {
            continue;
        };
        let _ = match old {
            Some(old) => parent.replace_child(&new, &old),
            None => parent.append_child(&new),
        };
    }
    while existing.length() > wanted.len() as u32 {
        if let Some(last) = parent.last_child() {
            let _ = parent.remove_child(&last);
        }
    }
}

/// Brings `old` to what `node` draws if it is of the same kind (text, or an element of the
/// same tag); `false` if it has to be replaced.
fn update(doc: &Document, old: &Node, node: &VNode, svg: bool) -> bool {
    match node {
        VNode::VText(t) if old.node_type() == Node::TEXT_NODE => {
            if old.node_value().as_deref() != Some(&*t.text) {
                old.set_node_value(Some(&t.text));
            }
            true
        }
        VNode::VTag(tag) => {
            let Some(el) = old.dyn_ref::<Element>() else {
                return false;
            };
            if el.local_name() != tag.tag() {
                return false;
            }
            let svg = svg || tag.tag() == "svg";
            set_attributes(el, tag);
            match tag.children() {
                Some(children) => patch_children(doc, el, children, svg),
                None => el.set_text_content(None),
            }
            true
        }
        _ => false,
    }
}

/// `el`'s attributes made exactly `tag`'s.
fn set_attributes(el: &Element, tag: &VTag) {
    let names = el.get_attribute_names();
    for i in 0..names.length() {
        if let Some(name) = names.get(i).as_string() {
            if !tag.attributes.iter().any(|(k, _)| k == name) {
                let _ = el.remove_attribute(&name);
            }
        }
    }
    for (k, v) in tag.attributes.iter() {
        if el.get_attribute(k).as_deref() != Some(v) {
            let _ = el.set_attribute(k, v);
        }
    }
}

/// A new node for `node`.
fn create(doc: &Document, node: &VNode, svg: bool) -> Option<Node> {
    match node {
        VNode::VText(t) => Some(doc.create_text_node(&t.text).into()),
        VNode::VTag(tag) => {
            let svg = svg || tag.tag() == "svg";
            let el = if svg {
                doc.create_element_ns(Some(SVG), tag.tag())
            } else {
                doc.create_element(tag.tag())
            }
            .ok()?;
            // A new element has no attribute to compare with or take away.
            for (k, v) in tag.attributes.iter() {
                let _ = el.set_attribute(k, v);
            }
            if let Some(children) = tag.children() {
                let mut nodes = Vec::new();
                flatten(children, &mut nodes);
                for node in nodes {
                    if let Some(child) = create(doc, node, svg) {
                        let _ = el.append_child(&child);
                    }
                }
            }
            Some(el.into())
        }
        _ => None,
    }
}

/// Whether `html` holds a component anywhere (which [`patch`] cannot draw): for tests of the
/// drawing functions an embed without yew's renderer uses.
pub fn has_component(html: &Html) -> bool {
    match html {
        VNode::VComp(_) => true,
        VNode::VList(list) => list.iter().any(has_component),
        VNode::VTag(tag) => tag.children().is_some_and(has_component),
        _ => false,
    }
}
