//! `skald`: the rules engines on the command line, for rules authors and tests.
//! See `skald --help` and the README.

fn main() {
    // Arguments that are not UTF-8 are refused with a message, never a panic.
    let args: Result<Vec<String>, _> = std::env::args_os()
        .skip(1)
        .map(|a| a.into_string())
        .collect();
    let Ok(args) = args else {
        eprintln!("skald: an argument is not valid UTF-8 text");
        std::process::exit(2);
    };
    let code = skald_cli::run(
        &args,
        &mut std::io::stdin().lock(),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    );
    std::process::exit(code);
}
