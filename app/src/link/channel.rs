//! The browsers' side of a seat's connection (docs/peer.md, "The flow it serves"): one
//! `RTCPeerConnection` per seat at the table and one on the phone, with host candidates only
//! (`iceServers: []`: no STUN or TURN, so no server ever learns of the game), and one data
//! channel each, negotiated out of band (id 0, ordered and reliable) so that neither side waits
//! for the other to announce it. The whole offer or answer goes in one QR code once ICE
//! gathering has completed (no trickle); [`super::join`] packs and reads the codes.
//!
//! ```text
//! table: Channel::offer(app, seat, secret)  → its Code (a link) on the table's screen
//! phone: join::read_offer(payload), Channel::answer(&offer) → its Code (base45) on the phone
//! table: camera → join::read_answer(text, gate.expects) → channel.accept(&answer)
//! both:  channel.listen(…): Open, then Message(bytes)…, Closed; channel.send(text)
//! ```

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Array, Function, Promise, Uint8Array};
use skald::PlayerId;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelInit, RtcDataChannelState,
    RtcDataChannelType, RtcIceGatheringState, RtcPeerConnection, RtcPeerConnectionState,
    RtcSdpType, RtcSessionDescriptionInit,
};

use super::join::{answer_code, offer_code, Answer, Code, JoinError, Offer};
use super::secret::Secret;

/// The data channel's label (both sides create it with the same id; the label is for
/// the browsers' debugging pages).
const LABEL: &str = "skald";

/// Why a connection could not be set up.
#[derive(Clone, Debug)]
pub enum ChannelError {
    /// The browser refused a step (its exception, as text: for the table's log, not for
    /// players).
    Browser(String),
    /// The offer or answer could not be put into a code, or read from one.
    Join(JoinError),
}

impl From<JsValue> for ChannelError {
    fn from(e: JsValue) -> ChannelError {
        let text = (e.dyn_ref::<js_sys::Error>())
            .map(|e| String::from(e.message()))
            .or_else(|| e.as_string())
            .unwrap_or_else(|| "an error of the browser".to_string());
        ChannelError::Browser(text)
    }
}

impl From<JoinError> for ChannelError {
    fn from(e: JoinError) -> ChannelError {
        ChannelError::Join(e)
    }
}

/// What happens on a connection, for [`Channel::listen`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The data channel opened: the phone sends its hello.
    Open,
    /// A message arrived: its bytes (text as UTF-8), to read with the link's readers, which
    /// check its size first.
    Message(Vec<u8>),
    /// The data channel closed or the connection failed: the seat is away until its phone
    /// joins again (on a new connection).
    Closed,
}

/// The handlers a channel set on the browser's objects, kept alive while it lives.
struct Handlers {
    _open: Closure<dyn FnMut()>,
    _message: Closure<dyn FnMut(MessageEvent)>,
    _close: Closure<dyn FnMut()>,
    _state: Closure<dyn FnMut()>,
}

/// One seat's connection: the peer connection and its data channel. Closed when dropped.
pub struct Channel {
    pc: RtcPeerConnection,
    dc: RtcDataChannel,
    handlers: Option<Handlers>,
}

impl Channel {
    /// A connection with host candidates only, and its data channel.
    fn new() -> Result<Channel, ChannelError> {
        let config = RtcConfiguration::new();
        config.set_ice_servers(&Array::new());
        let pc = RtcPeerConnection::new_with_configuration(&config)?;
        let init = RtcDataChannelInit::new();
        init.set_negotiated(true);
        init.set_id(0);
        init.set_ordered(true);
        let dc = pc.create_data_channel_with_data_channel_dict(LABEL, &init);
        dc.set_binary_type(RtcDataChannelType::Arraybuffer);
        Ok(Channel {
            pc,
            dc,
            handlers: None,
        })
    }

    /// The table: a new connection for `seat`, and the seat's code to show — a link to the
    /// app at `app` (its address up to the hash) with the offer and the seat's secret.
    pub async fn offer(
        app: &str,
        seat: PlayerId,
        secret: &Secret,
    ) -> Result<(Channel, Code), ChannelError> {
        let ch = Channel::new()?;
        let offer = JsFuture::from(ch.pc.create_offer()).await?;
        JsFuture::from(ch.pc.set_local_description(offer.unchecked_ref())).await?;
        let sdp = ch.gathered().await?;
        let code = offer_code(app, &sdp, seat, secret)?;
        Ok((ch, code))
    }

    /// The phone: a new connection answering the table's offer (read from a seat's link),
    /// and the code to show the table.
    pub async fn answer(offer: &Offer) -> Result<(Channel, Code), ChannelError> {
        let ch = Channel::new()?;
        let remote = RtcSessionDescriptionInit::new(RtcSdpType::Offer);
        remote.set_sdp(&offer.sdp);
        JsFuture::from(ch.pc.set_remote_description(&remote)).await?;
        let answer = JsFuture::from(ch.pc.create_answer()).await?;
        JsFuture::from(ch.pc.set_local_description(answer.unchecked_ref())).await?;
        let sdp = ch.gathered().await?;
        let code = answer_code(&sdp, offer.seat, &offer.secret)?;
        Ok((ch, code))
    }

    /// The table: the phone's answer, read from its code for this connection's seat. The
    /// data channel opens once the browsers have connected ([`Event::Open`]).
    pub async fn accept(&self, answer: &Answer) -> Result<(), ChannelError> {
        self.accepting(answer).await
    }

    /// [`Channel::accept`] as a future that holds on to the connection, not to the channel
    /// (the table's channels are kept in a shared map, which is not to stay borrowed while
    /// the browser sets the answer).
    pub fn accepting(
        &self,
        answer: &Answer,
    ) -> impl std::future::Future<Output = Result<(), ChannelError>> + 'static {
        let pc = self.pc.clone();
        let remote = RtcSessionDescriptionInit::new(RtcSdpType::Answer);
        remote.set_sdp(&answer.sdp);
        async move {
            JsFuture::from(pc.set_remote_description(&remote)).await?;
            Ok(())
        }
    }

    /// The local description's SDP once ICE gathering has completed: with every host
    /// candidate, as one code must carry them.
    async fn gathered(&self) -> Result<String, ChannelError> {
        if self.pc.ice_gathering_state() != RtcIceGatheringState::Complete {
            let mut resolve: Option<Function> = None;
            let done = Promise::new(&mut |yes, _no| resolve = Some(yes));
            let pc = self.pc.clone();
            let on_change = Closure::<dyn FnMut()>::new(move || {
                if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
                    if let Some(r) = &resolve {
                        let _ = r.call0(&JsValue::NULL);
                    }
                }
            });
            self.pc
                .set_onicegatheringstatechange(Some(on_change.as_ref().unchecked_ref()));
            // Complete meanwhile (between the check above and the handler)?
            if self.pc.ice_gathering_state() != RtcIceGatheringState::Complete {
                JsFuture::from(done).await?;
            }
            self.pc.set_onicegatheringstatechange(None);
        }
        let local = self.pc.local_description();
        local
            .map(|d| d.sdp())
            .ok_or_else(|| ChannelError::Browser("no local description".to_string()))
    }

    /// Calls `on` with what happens on the connection from now on (replacing an earlier
    /// listener). A channel already open reports [`Event::Open`] at once.
    pub fn listen(&mut self, on: impl Fn(Event) + 'static) {
        let on: Rc<dyn Fn(Event)> = Rc::new(on);
        // `Closed` once only, whether the channel or the connection reports it first.
        let closed = Rc::new(RefCell::new(false));
        let close_once = {
            let (on, closed) = (on.clone(), closed.clone());
            move || {
                if !closed.replace(true) {
                    on(Event::Closed);
                }
            }
        };
        let open = {
            let on = on.clone();
            Closure::<dyn FnMut()>::new(move || on(Event::Open))
        };
        let message = {
            let on = on.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
                let data = e.data();
                let bytes = match data.as_string() {
                    Some(text) => text.into_bytes(),
                    None => Uint8Array::new(&data).to_vec(),
                };
                on(Event::Message(bytes));
            })
        };
        let close = {
            let close_once = close_once.clone();
            Closure::<dyn FnMut()>::new(close_once)
        };
        let state = {
            let pc = self.pc.clone();
            Closure::<dyn FnMut()>::new(move || {
                if matches!(
                    pc.connection_state(),
                    RtcPeerConnectionState::Failed | RtcPeerConnectionState::Closed
                ) {
                    close_once();
                }
            })
        };
        self.dc.set_onopen(Some(open.as_ref().unchecked_ref()));
        self.dc
            .set_onmessage(Some(message.as_ref().unchecked_ref()));
        self.dc.set_onclose(Some(close.as_ref().unchecked_ref()));
        self.pc
            .set_onconnectionstatechange(Some(state.as_ref().unchecked_ref()));
        self.handlers = Some(Handlers {
            _open: open,
            _message: message,
            _close: close,
            _state: state,
        });
        if self.is_open() {
            on(Event::Open);
        }
    }

    /// Whether the data channel is open.
    pub fn is_open(&self) -> bool {
        self.dc.ready_state() == RtcDataChannelState::Open
    }

    /// Sends a message (a link message's text).
    pub fn send(&self, text: &str) -> Result<(), ChannelError> {
        Ok(self.dc.send_with_str(text)?)
    }

    /// The bytes sent and not yet passed to the network: a phone that stopped reading lets
    /// them pile up, and the table may stop sending it views until it catches up.
    pub fn buffered(&self) -> u32 {
        self.dc.buffered_amount()
    }
}

impl Drop for Channel {
    /// Closes the connection, with its handlers taken off first (the closures they call are
    /// dropped with the channel).
    fn drop(&mut self) {
        self.dc.set_onopen(None);
        self.dc.set_onmessage(None);
        self.dc.set_onclose(None);
        self.pc.set_onconnectionstatechange(None);
        self.pc.set_onicegatheringstatechange(None);
        self.dc.close();
        self.pc.close();
    }
}
