//! The one-line notice of a play screen (why a move was refused, a save error, …).

/// A notice, with a serial that changes whenever it is shown again, so that the same text
/// given twice in a row is a new element (keyed on the serial) and is announced again.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub text: String,
    pub serial: u64,
}

impl Notice {
    /// The notice that follows `previous` when the play state's serial is `serial`.
    pub fn after(previous: Option<&Notice>, serial: u64, text: String) -> Notice {
        Notice {
            text,
            serial: serial * 1000 + previous.map_or(0, |n| n.serial % 1000 + 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Notice;

    #[test]
    fn the_same_notice_twice_gets_a_new_serial() {
        let first = Notice::after(None, 3, "No".into());
        let again = Notice::after(Some(&first), 3, "No".into());
        assert_eq!(first.serial, 3000);
        assert_eq!(again.serial, 3001);
        assert_eq!(Notice::after(Some(&again), 4, "No".into()).serial, 4002);
    }
}
