//! The seat link's tests: random positions of all three games ([`games`]), the messages
//! read and refused ([`wire`]), the gate against hostile phones ([`gate`]), whole games
//! played by phones through the gate ([`play`]), what every phone receives ([`secrecy`]), the phone's side drawn from a sampled state ([`sample`])
//! and the messages' sizes ([`sizes`]).

mod games;
mod gate;
mod join;
mod play;
mod sample;
mod secrecy;
mod sizes;
mod wire;
